import type { ReactNode } from 'react';
import { Modal } from '@church/ui';
import { useTranslate } from '../../i18n/catalogues';

/**
 * The frame around a remote dialog's retry panel, fetched only when a remote dialog fails. Its
 * title ('Giving', 'Prayer request') is its own id: the retry panel's catalogue, which that
 * failure fetches, holds its Spanish.
 */
export default function ErrorFrame({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslate();
  return (
    <Modal title={t(title)} onClose={onClose}>
      {children}
    </Modal>
  );
}
