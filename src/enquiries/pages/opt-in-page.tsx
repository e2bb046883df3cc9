export function OptInPage() {
  return (
    <section className="page">
      <h1 className="page-title">COMMUNICATION OPT-IN</h1>
    </section>
  );
}
