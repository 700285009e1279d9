/**
 * @generated SignedSource<<b8de91d99add9a3b24dfe59448c0ddef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FavoriteButtonTestQuery$variables = Record<PropertyKey, never>;
export type FavoriteButtonTestQuery$data = {
  readonly artistByNumber: {
    readonly followerCount: number;
    readonly id: string;
    readonly viewerHasFavorited: boolean;
  } | null | undefined;
  readonly artworkByNumber: {
    readonly favoriteCount: number;
    readonly id: string;
    readonly viewerHasFavorited: boolean;
  } | null | undefined;
};
export type FavoriteButtonTestQuery = {
  response: FavoriteButtonTestQuery$data;
  variables: FavoriteButtonTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "number",
    "value": 1
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasFavorited",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": "Artwork",
    "kind": "LinkedField",
    "name": "artworkByNumber",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "favoriteCount",
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "storageKey": "artworkByNumber(number:1)"
  },
  {
    "alias": null,
    "args": (v0/*:: as any*/),
    "concreteType": "Artist",
    "kind": "LinkedField",
    "name": "artistByNumber",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "followerCount",
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "storageKey": "artistByNumber(number:1)"
  }
],
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FavoriteButtonTestQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FavoriteButtonTestQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "ddda5699c071294b7dc004ef06a53619",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "artistByNumber": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Artist"
        },
        "artistByNumber.followerCount": (v4/*:: as any*/),
        "artistByNumber.id": (v5/*:: as any*/),
        "artistByNumber.viewerHasFavorited": (v6/*:: as any*/),
        "artworkByNumber": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Artwork"
        },
        "artworkByNumber.favoriteCount": (v4/*:: as any*/),
        "artworkByNumber.id": (v5/*:: as any*/),
        "artworkByNumber.viewerHasFavorited": (v6/*:: as any*/)
      }
    },
    "name": "FavoriteButtonTestQuery",
    "operationKind": "query",
    "text": "query FavoriteButtonTestQuery {\n  artworkByNumber(number: 1) {\n    id\n    favoriteCount\n    viewerHasFavorited\n  }\n  artistByNumber(number: 1) {\n    id\n    followerCount\n    viewerHasFavorited\n  }\n}\n"
  }
};
})();

(node as any).hash = "aba182bffaf91d0d544f2cfa75b8cce4";

export default node;
