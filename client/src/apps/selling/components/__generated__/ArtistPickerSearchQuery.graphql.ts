/**
 * @generated SignedSource<<167f3c6d8f5552513c7826978da5b5e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArtistWhereInput = {
  and?: ReadonlyArray<ArtistWhereInput> | null | undefined;
  initial?: string | null | undefined;
  initialContains?: string | null | undefined;
  initialContainsFold?: string | null | undefined;
  initialEqualFold?: string | null | undefined;
  initialGT?: string | null | undefined;
  initialGTE?: string | null | undefined;
  initialHasPrefix?: string | null | undefined;
  initialHasSuffix?: string | null | undefined;
  initialIn?: ReadonlyArray<string> | null | undefined;
  initialLT?: string | null | undefined;
  initialLTE?: string | null | undefined;
  initialNEQ?: string | null | undefined;
  initialNotIn?: ReadonlyArray<string> | null | undefined;
  not?: ArtistWhereInput | null | undefined;
  or?: ReadonlyArray<ArtistWhereInput> | null | undefined;
  search?: string | null | undefined;
};
export type ArtistPickerSearchQuery$variables = {
  where: ArtistWhereInput;
};
export type ArtistPickerSearchQuery$data = {
  readonly artists: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly pinyin: string;
      } | null | undefined;
    } | null | undefined> | null | undefined;
  };
};
export type ArtistPickerSearchQuery = {
  response: ArtistPickerSearchQuery$data;
  variables: ArtistPickerSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "where"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 8
      },
      {
        "kind": "Variable",
        "name": "where",
        "variableName": "where"
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
                "name": "pinyin",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArtistPickerSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArtistPickerSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a6342fca2180b1dc752506547a3b167c",
    "id": null,
    "metadata": {},
    "name": "ArtistPickerSearchQuery",
    "operationKind": "query",
    "text": "query ArtistPickerSearchQuery(\n  $where: ArtistWhereInput!\n) {\n  artists(first: 8, where: $where) {\n    edges {\n      node {\n        id\n        name\n        pinyin\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1bd9f7d3ea5ae26adc001ec8cbb8564d";

export default node;
