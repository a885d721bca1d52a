import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { appConfig } from '@/config';
import { useFeedback } from '@/stores/feedback/feedback.store';

/** Modal messages that need an OK (the spec's alerts). */
export function AlertHost() {
  const alert = useFeedback((s) => s.alert);
  const close = useFeedback((s) => s.closeAlert);
  return (
    <Dialog
      open={alert !== null}
      onOpenChange={(open) => !open && close()}
      title={appConfig.productName}
      description={alert?.message}
      role="alertdialog"
      footer={<Button onClick={close}>OK</Button>}
    />
  );
}
