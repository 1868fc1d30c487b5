import { createFileRoute } from '@tanstack/react-router';
import { HotLottoPage } from '../../features/draws/components/HotLottoPage';

export const Route = createFileRoute('/_default/see-all-hot-lotto')({ component: HotLottoPage });
