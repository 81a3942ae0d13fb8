// Shown when the app cannot start at all (no configuration, no strings). It cannot rely on i18n,
// so it carries the apology in English and Chinese, as the error screen of spec §2.3 does.
export function StartupError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className="startup-error" role="alert">
      <h1>Sorry, something went wrong.</h1>
      <p lang="zh-CN">抱歉，出了点问题。</p>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Refresh
      </button>
    </main>
  );
}
