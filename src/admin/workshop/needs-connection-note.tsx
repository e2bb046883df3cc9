/**
 * What the Workshop screen says, in place of a part that needs the server, while the device
 * is offline (docs/workshop.md "Offline, like the lead desk"): words, never a blank or a
 * failed read. `title` says what needs it, in a sentence ('Opening a new job card needs a
 * connection'). Stock's NeedsConnection differs on purpose: it describes buttons left on
 * screen, disabled, rather than standing in for a part.
 */
export function NeedsConnectionNote({ title }: { title: string }) {
  return (
    <p className="workshop-offline" role="status">
      <strong>{title}.</strong> This device is offline: it opens here once the signal is back. The board and its moves work meanwhile.
    </p>
  );
}
