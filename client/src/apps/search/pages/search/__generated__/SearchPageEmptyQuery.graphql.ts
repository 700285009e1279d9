/**
 * @generated SignedSource<<ea575b70afac4b2321aa70ec94bba817>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SearchPageEmptyQuery$variables = Record<PropertyKey, never>;
export type SearchPageEmptyQuery$data = {
  readonly artists: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly pinyinAbbr: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type SearchPageEmptyQuery = {
  response: SearchPageEmptyQuery$data;
  variables: SearchPageEmptyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 8
      },
      {
        "kind": "Literal",
        "name": "orderBy",
        "value": {
          "direction": "ASC",
          "field": "CREATED_AT"
        }
      }
    ],
    "concreteType": "ArtistConnection",
    "kind": "LinkedField",
    "name": "artists",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ArtistEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Artist",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pinyinAbbr",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "artists(first:8,orderBy:{\"direction\":\"ASC\",\"field\":\"CREATED_AT\"})"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchPageEmptyQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SearchPageEmptyQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c41505c2ce789931afe1bcb1e4b482b5",
    "id": null,
    "metadata": {},
    "name": "SearchPageEmptyQuery",
    "operationKind": "query",
    "text": "query SearchPageEmptyQuery {\n  artists(first: 8, orderBy: {field: CREATED_AT, direction: ASC}) {\n    edges {\n      node {\n        id\n        name\n        pinyinAbbr\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "95000090ef08eceb99b3d6d012d78ff9";

export default node;
