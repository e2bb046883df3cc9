/**
 * An e-mail address that may break only where a reader expects it: after its "@" and
 * before each dot of its domain, never inside "example".
 */
export function EmailText({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  const domain = address.slice(at + 1).split('.');
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {domain.map((part, i) => (
        <span key={i}>{i > 0 && <><wbr />.</>}{part}</span>
      ))}
    </>
  );
}
