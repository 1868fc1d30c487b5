import { useAtomValue } from 'jotai';
import { settingsAtom } from '../lib/atoms/settings';

/** The shop's logo from the settings (the bundled one by default). */
export function Logo({ size = 40 }: { size?: number }) {
  const { logo } = useAtomValue(settingsAtom);
  return <img src={logo} width={size} height={size} alt="" />;
}
