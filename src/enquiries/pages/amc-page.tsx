export function AmcPage() {
  return (
    <section className="page">
      <h1 className="page-title">AMC ENQUIRY</h1>
    </section>
  );
}
