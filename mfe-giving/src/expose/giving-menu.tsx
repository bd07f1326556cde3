import { GivingMenu } from '../features/giving-menu/giving-menu';

/** The Giving dialog, rendered by the shell's modal manager for the 'giving-menu' id. */
export default function GivingMenuModal({ onClose }: { onClose: () => void }) {
  return <GivingMenu onClose={onClose} />;
}
