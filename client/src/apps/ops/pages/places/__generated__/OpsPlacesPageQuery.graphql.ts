/**
 * @generated SignedSource<<ccb623c785e2766a243eb5c34dcfa6da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
export type OpsPlacesPageQuery$variables = {
  exhibition: boolean;
  room: boolean;
};
export type OpsPlacesPageQuery$data = {
  readonly opsExhibitions?: ReadonlyArray<{
    readonly city: string;
    readonly galleryName: string;
    readonly hasDraft: boolean;
    readonly id: string;
    readonly publishAt: string | null | undefined;
    readonly state: PublicationState;
    readonly stateLabel: string;
    readonly title: string;
    readonly venue: string;
  }>;
  readonly opsViewingRooms?: ReadonlyArray<{
    readonly galleryName: string;
    readonly hasDraft: boolean;
    readonly id: string;
    readonly publishAt: string | null | undefined;
    readonly state: PublicationState;
    readonly stateLabel: string;
    readonly title: string;
  }>;
};
export type OpsPlacesPageQuery = {
  response: OpsPlacesPageQuery$data;
  variables: OpsPlacesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "exhibition"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "room"
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
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "galleryName",
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
},
v8 = [
  {
    "condition": "exhibition",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OpsExhibition",
        "kind": "LinkedField",
        "name": "opsExhibitions",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "venue",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "city",
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
  {
    "condition": "room",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OpsViewingRoom",
        "kind": "LinkedField",
        "name": "opsViewingRooms",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsPlacesPageQuery",
    "selections": (v8/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpsPlacesPageQuery",
    "selections": (v8/*:: as any*/)
  },
  "params": {
    "cacheID": "a625539f02d27505286850fffd95faa6",
    "id": null,
    "metadata": {},
    "name": "OpsPlacesPageQuery",
    "operationKind": "query",
    "text": "query OpsPlacesPageQuery(\n  $exhibition: Boolean!\n  $room: Boolean!\n) {\n  opsExhibitions @include(if: $exhibition) {\n    id\n    title\n    galleryName\n    venue\n    city\n    stateLabel\n    hasDraft\n    state\n    publishAt\n  }\n  opsViewingRooms @include(if: $room) {\n    id\n    title\n    galleryName\n    stateLabel\n    hasDraft\n    state\n    publishAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "245fe866b4629f9998f0fe873e71aaa9";

export default node;
