/** Where a route's page schema lives in the repository: what a developer creates to author it. */
export function pageSchemaFile(pageId: string): string {
  return `schemas/pages/${pageId}.json`;
}
