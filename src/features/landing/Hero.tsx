/** The hero (#home): headline, pitch and Get Our App, which scrolls to #app. */
export function Hero() {
  const scrollToApp = () => {
    const target = document.getElementById('app');
    if (!target) return;
    // Focus moves to the section once the smooth scroll ends (focusing earlier cancels it), so
    // keyboard users continue from there.
    const focusTarget = () => target.focus({ preventScroll: true });
    if ('onscrollend' in window) window.addEventListener('scrollend', focusTarget, { once: true });
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', '#app');
  };
  return (
    <section id="home" className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="hero-kicker">Your cheesemonger in your pocket</p>
          <h1 id="hero-title">Discover, pair and track every cheese you love</h1>
          <p className="hero-lead">
            Explore hundreds of cheeses from around the world, find the perfect pairings and keep your own Cheesebox of
            favourites — all in one delicious app.
          </p>
          <div className="hero-actions">
            <button type="button" className="btn btn-primary btn-lg" onClick={scrollToApp}>
              Get Our App
            </button>
            <a className="btn btn-outline btn-lg" href="#types">
              Explore Cheeses
            </a>
          </div>
        </div>
        <div className="hero-art" aria-hidden="true">
          <div className="hero-wheel">
            <span className="hole h1" />
            <span className="hole h2" />
            <span className="hole h3" />
            <span className="hole h4" />
          </div>
        </div>
      </div>
    </section>
  );
}
