import { passwordResetRequestSchema } from "@shared/auth";
import { EmailLinkRequest } from "@/features/account-recovery/email-link-request";
import { RecoveryCard } from "@/features/account-recovery/recovery-card";
import { useRequestPasswordReset } from "@/features/account-recovery/use-request-password-reset";

export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  return (
    <RecoveryCard
      title="Forgot password?"
      intro="Enter the email of your account and we'll send you a link to choose a new password."
    >
      <EmailLinkRequest
        schema={passwordResetRequestSchema}
        request={request}
        fieldId="forgot-email"
        submitLabel="Send reset link"
        sentNote="The link works for one hour. Check your spam folder if nothing arrives."
      />
    </RecoveryCard>
  );
}
