/**
 * @generated SignedSource<<bc3c5df2e54b1893f4bee20d2e0525f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
export type OpsLivesPageQuery$variables = Record<PropertyKey, never>;
export type OpsLivesPageQuery$data = {
  readonly opsLives: ReadonlyArray<{
    readonly hasDraft: boolean;
    readonly host: string;
    readonly id: string;
    readonly publishAt: string | null | undefined;
    readonly startsAt: string;
    readonly state: PublicationState;
    readonly stateLabel: string;
    readonly title: string;
  }>;
};
export type OpsLivesPageQuery = {
  response: OpsLivesPageQuery$data;
  variables: OpsLivesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OpsLive",
    "kind": "LinkedField",
    "name": "opsLives",
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
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "host",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "startsAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stateLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasDraft",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "publishAt",
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
    "name": "OpsLivesPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsLivesPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "76d61bbfb49f9e927015b069c3f64f3f",
    "id": null,
    "metadata": {},
    "name": "OpsLivesPageQuery",
    "operationKind": "query",
    "text": "query OpsLivesPageQuery {\n  opsLives {\n    id\n    title\n    host\n    startsAt\n    stateLabel\n    hasDraft\n    state\n    publishAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "412ef634ed336e00f2ff3fbe86ac73d5";

export default node;
