/** One slide of a home page's carousel: the reward card in gold, beside what goes with it (an offer, a broadcast). */
export function RewardSlide({
  reward,
  beside,
}: {
  reward: string;
  beside: { heading: string; text: string };
}) {
  return (
    <div className="slide-cards">
      <article className="card slide-card slide-card--gold">
        <h3>Rewards</h3>
        <p>{reward}</p>
      </article>
      <article className="card slide-card">
        <h3>{beside.heading}</h3>
        <p>{beside.text}</p>
      </article>
    </div>
  );
}
