/**
 * @generated SignedSource<<5c43fb8cf86a9f8cd9103304911b1bd7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
export type OpsArtistsPageQuery$variables = Record<PropertyKey, never>;
export type OpsArtistsPageQuery$data = {
  readonly opsArtists: ReadonlyArray<{
    readonly galleries: ReadonlyArray<{
      readonly name: string;
    }>;
    readonly hasDraft: boolean;
    readonly id: string;
    readonly publishAt: string | null | undefined;
    readonly region: string;
    readonly state: PublicationState;
    readonly stateLabel: string;
    readonly title: string;
  }>;
};
export type OpsArtistsPageQuery = {
  response: OpsArtistsPageQuery$data;
  variables: OpsArtistsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": "title",
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "region",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stateLabel",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasDraft",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsArtistsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OpsArtist",
        "kind": "LinkedField",
        "name": "opsArtists",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "OpsArtistGallery",
            "kind": "LinkedField",
            "name": "galleries",
            "plural": true,
            "selections": [
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsArtistsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OpsArtist",
        "kind": "LinkedField",
        "name": "opsArtists",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "OpsArtistGallery",
            "kind": "LinkedField",
            "name": "galleries",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0c45eafbafc2f6354bbe51732c4d7117",
    "id": null,
    "metadata": {},
    "name": "OpsArtistsPageQuery",
    "operationKind": "query",
    "text": "query OpsArtistsPageQuery {\n  opsArtists {\n    id\n    title: name\n    region\n    galleries {\n      name\n      id\n    }\n    stateLabel\n    hasDraft\n    state\n    publishAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "0f797bb1f6236f82756b3ce98043beba";

export default node;
