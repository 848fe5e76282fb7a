import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createArticle, listArticles } from "~/services/collaboration/knowledge.server";
import { staffApi } from "~/services/staff-api.server";
import { methodNotAllowed, readJsonObject } from "~/utils/api.server";

/**
 * GET ?search=: articles whose title, category or content contain it, newest first.
 * POST {title, category, content}: Add Article (the screen's button, also offered here).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return staffApi(request, () => listArticles(new URL(request.url).searchParams.get("search")));
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  return staffApi(request, async (user) => createArticle(user, await readJsonObject(request)), 201);
}
