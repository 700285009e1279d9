/**
 * @generated SignedSource<<4848ee0895f7ba1a63355dbbb6f3ef1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArtistPickerNameQuery$variables = {
  id: string;
};
export type ArtistPickerNameQuery$data = {
  readonly node: {
    readonly name?: string;
  } | null | undefined;
};
export type ArtistPickerNameQuery = {
  response: ArtistPickerNameQuery$data;
  variables: ArtistPickerNameQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "Artist",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArtistPickerNameQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArtistPickerNameQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3444698423cebd45c8c84cfa9b2c0f35",
    "id": null,
    "metadata": {},
    "name": "ArtistPickerNameQuery",
    "operationKind": "query",
    "text": "query ArtistPickerNameQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Artist {\n      name\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a294aed7beb8778b22311397246541d2";

export default node;
