export function FeedbackPage() {
  return (
    <section className="page">
      <h1 className="page-title">FEEDBACK</h1>
    </section>
  );
}
