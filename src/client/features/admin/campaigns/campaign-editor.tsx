import { useId, useState, type FormEvent } from "react";
import { Eye, Send, SendHorizonal } from "@/components/ui/icons";
import { DEFAULT_CAMPAIGN_RATE, type Campaign } from "@shared/marketing";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField, fieldAria } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { TextField } from "@/components/ui/text-field";
import { BoardPicker } from "./board-picker";
import { CampaignPreview } from "./campaign-preview";
import { useCampaignAudience } from "./use-campaign-audience";
import { useSaveCampaign } from "./use-save-campaign";
import { useSendCampaign } from "./use-send-campaign";
import { useSendTest } from "./use-send-test";

type CampaignEditorProps = {
  /** The draft being edited; none for a new one. */
  campaign?: Campaign;
  onClose: () => void;
  onSaved: (campaign: Campaign) => void;
};

type Errors = Partial<Record<"subject" | "body" | "rate", string>>;

/**
 * Writing a campaign (decision 061): a subject, a Markdown message and the boards shown as cards;
 * once saved, its preview, "Send me a test", the rate and "Send to N confirmed subscribers".
 */
export function CampaignEditor({ campaign, onClose, onSaved }: CampaignEditorProps) {
  const id = useId();
  const [subject, setSubject] = useState(campaign?.subject ?? "");
  const [body, setBody] = useState(campaign?.body ?? "");
  const [productIds, setProductIds] = useState<string[]>(campaign?.productIds ?? []);
  const [rate, setRate] = useState(String(campaign?.ratePerMinute ?? DEFAULT_CAMPAIGN_RATE));
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const save = useSaveCampaign(onSaved);
  const test = useSendTest();
  const send = useSendCampaign(() => onClose());
  const audience = useCampaignAudience();
  const confirmed = audience.data?.confirmed ?? 0;
  const changed =
    !campaign ||
    subject !== campaign.subject ||
    body !== campaign.body ||
    productIds.join() !== campaign.productIds.join();

  const onSave = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found: Errors = {};
    if (!subject.trim()) found.subject = "Subject is required";
    if (!body.trim()) found.body = "Message is required";
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate({ id: campaign?.id, input: { subject, body, productIds } });
  };

  const ratePerMinute = Number(rate);
  const askToSend = () => {
    const bad = !Number.isInteger(ratePerMinute) || ratePerMinute < 1 || ratePerMinute > 10_000;
    setErrors((e) => ({ ...e, rate: bad ? "Emails per minute must be a whole number from 1 to 10,000" : undefined }));
    if (!bad) setConfirming(true);
  };

  return (
    <div className="grid gap-6 border-b border-border bg-secondary/30 p-4 sm:p-6 lg:grid-cols-2">
      <form onSubmit={onSave} noValidate className="grid content-start gap-4" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="font-serif text-lg font-semibold">
          {campaign ? "Edit the draft" : "New campaign"}
        </h3>
        <TextField
          id={`${id}-subject`}
          label="Subject"
          value={subject}
          maxLength={150}
          onChange={(e) => setSubject(e.target.value)}
          error={errors.subject}
          placeholder="New boards from the workshop"
        />
        <FormField id={`${id}-body`} label="Message" error={errors.body}>
          <Textarea
            id={`${id}-body`}
            rows={9}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            {...fieldAria(`${id}-body`, errors.body, `${id}-body-hint`)}
            placeholder={"Hello from the workshop!\n\nThis month we finished two walnut boards…"}
          />
          {errors.body ? null : (
            <p id={`${id}-body-hint`} className="text-sm text-muted-foreground">
              Markdown: **bold**, _italic_, # headings, - lists, [links](https://…).
            </p>
          )}
        </FormField>
        <div className="grid gap-2">
          <p id={`${id}-boards`} className="text-sm font-medium">
            Boards to show <span className="font-normal text-muted-foreground">({productIds.length} picked)</span>
          </p>
          <BoardPicker value={productIds} onChange={setProductIds} labelId={`${id}-boards`} />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending || !changed}>
            <Eye aria-hidden="true" />
            {save.isPending ? "Saving…" : campaign ? "Save and preview" : "Save draft and preview"}
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      </form>

      <div className="grid content-start gap-4">
        {campaign ? (
          <>
            <CampaignPreview id={campaign.id} subject={campaign.subject} />
            <div className="grid gap-4 rounded-lg border border-border bg-card p-4">
              <Button
                type="button"
                variant="outline"
                disabled={test.isPending || changed}
                onClick={() => test.mutate(campaign.id)}
              >
                <Send aria-hidden="true" />
                {test.isPending ? "Sending the test…" : "Send me a test"}
              </Button>
              <div className="grid gap-3 sm:grid-cols-[10rem_1fr] sm:items-end">
                <FormField id={`${id}-rate`} label="Emails per minute" error={errors.rate}>
                  <Input
                    id={`${id}-rate`}
                    inputMode="numeric"
                    value={rate}
                    onChange={(e) => setRate(e.target.value)}
                    {...fieldAria(`${id}-rate`, errors.rate)}
                  />
                </FormField>
                <Button type="button" disabled={send.isPending || changed || confirmed === 0} onClick={askToSend}>
                  <SendHorizonal aria-hidden="true" />
                  Send to {confirmed} confirmed subscribers
                </Button>
              </div>
              <p className="text-sm text-muted-foreground">
                {changed
                  ? "Save your changes to preview, test and send them."
                  : "What your SMTP service allows: the emails go out in batches of this many a minute. You can pause at any time."}
              </p>
            </div>
            <ConfirmDialog
              open={confirming}
              onClose={() => setConfirming(false)}
              title={`Send "${campaign.subject}"?`}
              description={`${confirmed} confirmed subscribers will get it, ${ratePerMinute} a minute. A sent campaign can't be edited.`}
              confirmLabel={`Send to ${confirmed} confirmed subscribers`}
              pendingLabel="Sending…"
              pending={send.isPending}
              onConfirm={() =>
                send.mutate({ id: campaign.id, ratePerMinute }, { onSettled: () => setConfirming(false) })
              }
            />
          </>
        ) : (
          <div className="grid min-h-48 place-items-center rounded-lg border border-dashed border-border bg-card p-6 text-center text-sm text-muted-foreground">
            <p>Save the draft to see it as your subscribers will, send yourself a test, and send it.</p>
          </div>
        )}
      </div>
    </div>
  );
}
