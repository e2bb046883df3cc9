export function JoyClubPage() {
  return (
    <section className="page">
      <h1 className="page-title">JOY CLUB</h1>
    </section>
  );
}
