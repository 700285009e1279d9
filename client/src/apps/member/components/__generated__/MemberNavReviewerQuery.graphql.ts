/**
 * @generated SignedSource<<230f2762a41ba9b289184f152ae19317>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConsoleSection = "ARBITRATION" | "ARTICLES" | "ARTISTS" | "AUDIT" | "DELETIONS" | "EXHIBITIONS" | "GALLERIES" | "GALLERY" | "GALLERY_WORKS" | "GOODS" | "HOME" | "HOMEPAGE" | "LEDGER" | "LIVES" | "MEMBERS" | "MONEY_ANOMALIES" | "PARTNERS" | "RECONCILIATION" | "REVIEW" | "SHIPMENTS" | "VIEWING_ROOMS" | "WITHDRAWALS" | "%future added value";
export type MemberNavReviewerQuery$variables = Record<PropertyKey, never>;
export type MemberNavReviewerQuery$data = {
  readonly console: {
    readonly sections: ReadonlyArray<{
      readonly section: ConsoleSection;
    }>;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type MemberNavReviewerQuery = {
  response: MemberNavReviewerQuery$data;
  variables: MemberNavReviewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Member",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
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
        "concreteType": "ConsoleSectionItem",
        "kind": "LinkedField",
        "name": "sections",
        "plural": true,
        "selections": [
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
    "name": "MemberNavReviewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MemberNavReviewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "621c5cff64e95a10ab54d59aff130543",
    "id": null,
    "metadata": {},
    "name": "MemberNavReviewerQuery",
    "operationKind": "query",
    "text": "query MemberNavReviewerQuery {\n  viewer {\n    id\n  }\n  console {\n    sections {\n      section\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b492c4ccfd634ff234b514aede2f7c33";

export default node;
