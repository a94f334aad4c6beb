/** "Let us know." opens a new issue (`newIssueUrl`, the plugin's option) with the query in its title. */
export function missingResultsUrl(newIssueUrl: string, query: string): string {
  const title = `Search: no results for "${query.slice(0, 200)}"`;
  return `${newIssueUrl}?title=${encodeURIComponent(title)}`;
}
