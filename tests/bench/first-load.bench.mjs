// First load (issue 22 §1): gzipped JavaScript of the sign-in route, of sign-in → dashboard, and of
// the largest screen's own chunks, read from the built manifest (the figures the budget in
// `npm test` holds). Goals: ≤ 150 KB, ≤ 250 KB and ≤ 100 KB.
import { routeFigures } from '../../scripts/js-budget.mjs';

const { signin, dashboard, book, lazy } = routeFigures(process.env.BENCH_DIST_DIR ?? 'dist');
const screen = lazy.find((r) => /Page\.tsx$/.test(r.route));
console.error(`largest screen: ${screen?.route ?? 'none'}; largest lazy chunk: ${lazy[0]?.route ?? 'none'} ${lazy[0]?.kb.toFixed(1) ?? 0} KB`);
console.log(`js_signin_kb: ${signin.kb.toFixed(1)} KB`);
console.log(`js_dashboard_kb: ${dashboard.kb.toFixed(1)} KB`);
console.log(`js_largest_route_kb: ${(screen?.kb ?? 0).toFixed(1)} KB`);
console.log(`js_booking_page_kb: ${book.kb.toFixed(1)} KB`);
