/**
 * @generated SignedSource<<6b2e1359c822b225755897f00f842cb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AuditFilter = {
  actorID?: string | null | undefined;
  from?: string | null | undefined;
  targetID?: string | null | undefined;
  targetType?: string | null | undefined;
  to?: string | null | undefined;
};
export type OpsAuditPageQuery$variables = {
  before?: string | null | undefined;
  filter?: AuditFilter | null | undefined;
};
export type OpsAuditPageQuery$data = {
  readonly auditLog: {
    readonly entries: ReadonlyArray<{
      readonly action: string;
      readonly actionLabel: string;
      readonly actorID: string;
      readonly actorRole: string;
      readonly at: string;
      readonly changes: ReadonlyArray<{
        readonly after: string;
        readonly before: string;
        readonly field: string;
      }>;
      readonly clientIp: string;
      readonly id: string;
      readonly reason: string;
      readonly targetID: string;
      readonly targetType: string;
    }>;
    readonly hasMore: boolean;
  } | null | undefined;
};
export type OpsAuditPageQuery = {
  response: OpsAuditPageQuery$data;
  variables: OpsAuditPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "before"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "before",
        "variableName": "before"
      },
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      }
    ],
    "concreteType": "OpsAuditPage",
    "kind": "LinkedField",
    "name": "auditLog",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OpsAuditEntry",
        "kind": "LinkedField",
        "name": "entries",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "at",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actorID",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actorRole",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actionLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "targetType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "targetID",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clientIp",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AuditChange",
            "kind": "LinkedField",
            "name": "changes",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "before",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "after",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasMore",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsAuditPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OpsAuditPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "af9edd1a6ae8a51f8748ccc659a0b279",
    "id": null,
    "metadata": {},
    "name": "OpsAuditPageQuery",
    "operationKind": "query",
    "text": "query OpsAuditPageQuery(\n  $filter: AuditFilter\n  $before: ID\n) {\n  auditLog(filter: $filter, first: 50, before: $before) {\n    entries {\n      id\n      at\n      actorID\n      actorRole\n      action\n      actionLabel\n      targetType\n      targetID\n      reason\n      clientIp\n      changes {\n        field\n        before\n        after\n      }\n    }\n    hasMore\n  }\n}\n"
  }
};
})();

(node as any).hash = "5bb967b8741f0548e05ed24eb1df7fe8";

export default node;
