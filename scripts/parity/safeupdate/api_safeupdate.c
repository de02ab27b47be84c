/*
 * api_safeupdate: refuses UPDATE and DELETE without a WHERE clause for the
 * API roles, as hosted Supabase does for PostgREST's sessions (which preload
 * a module of that behaviour). The parity cluster preloads this one so that
 * a migration's function reachable from the API fails here as it would there.
 *
 * The check runs after parse analysis of every statement, including those a
 * PL/pgSQL or SQL function prepares, and looks at the role SET ROLE chose
 * (the outer role), which a SECURITY DEFINER function does not change.
 * A plan cached earlier in the session by another role is not re-analysed.
 *
 * Copyright (c) the project's authors. MIT licence.
 */
#include "postgres.h"

#include "access/xact.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "nodes/parsenodes.h"
#include "parser/analyze.h"
#include "utils/acl.h"
#include "utils/guc.h"

PG_MODULE_MAGIC;

void		_PG_init(void);

static post_parse_analyze_hook_type prev_post_parse_analyze_hook = NULL;
static bool enabled = true;

static const char *const api_roles[] = {"anon", "authenticated", "service_role"};

static bool
outer_role_is_api(void)
{
	Oid			outer = GetOuterUserId();

	for (int i = 0; i < lengthof(api_roles); i++)
		if (get_role_oid(api_roles[i], true) == outer)
			return true;
	return false;
}

/* The statement and its data-modifying WITH queries. */
static void
check_query(Query *query)
{
	ListCell   *lc;

	if ((query->commandType == CMD_UPDATE || query->commandType == CMD_DELETE) &&
		query->jointree != NULL && query->jointree->quals == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_CARDINALITY_VIOLATION),
				 errmsg("%s requires a WHERE clause",
						query->commandType == CMD_UPDATE ? "UPDATE" : "DELETE")));

	foreach(lc, query->cteList)
	{
		CommonTableExpr *cte = lfirst_node(CommonTableExpr, lc);

		if (IsA(cte->ctequery, Query))
			check_query((Query *) cte->ctequery);
	}
}

static void
api_safeupdate_post_parse_analyze(ParseState *pstate, Query *query, JumbleState *jstate)
{
	if (prev_post_parse_analyze_hook)
		prev_post_parse_analyze_hook(pstate, query, jstate);

	if (enabled && IsTransactionState() && outer_role_is_api())
		check_query(query);
}

void
_PG_init(void)
{
	DefineCustomBoolVariable("parity_safeupdate.enabled",
							 "Refuses UPDATE and DELETE without WHERE for anon, authenticated and service_role.",
							 NULL,
							 &enabled,
							 true,
							 PGC_USERSET,
							 0,
							 NULL, NULL, NULL);
	MarkGUCPrefixReserved("parity_safeupdate");

	prev_post_parse_analyze_hook = post_parse_analyze_hook;
	post_parse_analyze_hook = api_safeupdate_post_parse_analyze;
}
