/**
 * @generated SignedSource<<7aee415272837f853c8fd04483bc0cfa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConsoleQueueKind = "ABNORMAL_REFUNDS" | "DELETION_REQUESTS" | "PARTNER_APPLICATIONS" | "PLATFORM_REFUNDS" | "PLATFORM_SHIPMENTS" | "RECONCILIATION_DIFFERENCES" | "REFUNDS_TO_ARBITRATE" | "WITHDRAWALS_TO_PAY" | "WORKS_TO_REVIEW" | "%future added value";
export type ConsoleSection = "ARBITRATION" | "ARTICLES" | "ARTISTS" | "AUDIT" | "DELETIONS" | "EXHIBITIONS" | "GALLERIES" | "GALLERY" | "GALLERY_WORKS" | "GOODS" | "HOME" | "HOMEPAGE" | "LEDGER" | "LIVES" | "MEMBERS" | "MONEY_ANOMALIES" | "PARTNERS" | "RECONCILIATION" | "REVIEW" | "SHIPMENTS" | "VIEWING_ROOMS" | "WITHDRAWALS" | "%future added value";
export type OpsHomePageQuery$variables = Record<PropertyKey, never>;
export type OpsHomePageQuery$data = {
  readonly console: {
    readonly queues: ReadonlyArray<{
      readonly count: number;
      readonly kind: ConsoleQueueKind;
      readonly label: string;
      readonly section: ConsoleSection | null | undefined;
    }>;
  } | null | undefined;
};
export type OpsHomePageQuery = {
  response: OpsHomePageQuery$data;
  variables: OpsHomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Console",
    "kind": "LinkedField",
    "name": "console",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ConsoleQueue",
        "kind": "LinkedField",
        "name": "queues",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "section",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsHomePageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsHomePageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9d44789947d5c981f935fdc4e4d4f4a4",
    "id": null,
    "metadata": {},
    "name": "OpsHomePageQuery",
    "operationKind": "query",
    "text": "query OpsHomePageQuery {\n  console {\n    queues {\n      kind\n      label\n      count\n      section\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "edaefc7a1e7378d005ebf8a435dd9c11";

export default node;
