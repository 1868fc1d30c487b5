import { createFileRoute } from '@tanstack/react-router';
import { ColorSettingPage } from '../../features/color-setting/components/ColorSettingPage';

export const Route = createFileRoute('/_default/color-setting')({ component: ColorSettingPage });
