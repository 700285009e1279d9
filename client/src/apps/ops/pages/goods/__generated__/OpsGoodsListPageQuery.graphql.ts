/**
 * @generated SignedSource<<c422ac01259d6676722b58b2d3549bb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
export type OpsGoodsListPageQuery$variables = Record<PropertyKey, never>;
export type OpsGoodsListPageQuery$data = {
  readonly opsGoodsList: ReadonlyArray<{
    readonly artworkTitle: string;
    readonly hasDraft: boolean;
    readonly id: string;
    readonly priceFen: string;
    readonly publishAt: string | null | undefined;
    readonly state: PublicationState;
    readonly stateLabel: string;
    readonly stock: number;
    readonly title: string;
  }>;
};
export type OpsGoodsListPageQuery = {
  response: OpsGoodsListPageQuery$data;
  variables: OpsGoodsListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OpsGoods",
    "kind": "LinkedField",
    "name": "opsGoodsList",
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
        "name": "priceFen",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stock",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "artworkTitle",
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
    "name": "OpsGoodsListPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsGoodsListPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "bb68a24b11e81010ff41d05a83fb3087",
    "id": null,
    "metadata": {},
    "name": "OpsGoodsListPageQuery",
    "operationKind": "query",
    "text": "query OpsGoodsListPageQuery {\n  opsGoodsList {\n    id\n    title\n    priceFen\n    stock\n    artworkTitle\n    stateLabel\n    hasDraft\n    state\n    publishAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "a7ba6d4a8cec96996205cd1a2a7977d4";

export default node;
