/**
 * @generated SignedSource<<08e8afe7d3e9e38d3350efa968b3763e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpsPlacePreviewPageQuery$variables = {
  exhibition: boolean;
  id: string;
  room: boolean;
};
export type OpsPlacePreviewPageQuery$data = {
  readonly exhibitionPreview?: {
    readonly description: string | null | undefined;
    readonly pressText: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ExhibitionCard_exhibition">;
  } | null | undefined;
  readonly viewingRoomPreview?: {
    readonly statement: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ViewingRoomCard_viewingRoom">;
  } | null | undefined;
};
export type OpsPlacePreviewPageQuery = {
  response: OpsPlacePreviewPageQuery$data;
  variables: OpsPlacePreviewPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "exhibition"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "room"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pressText",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statement",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "width",
      "value": 640
    }
  ],
  "kind": "ScalarField",
  "name": "url",
  "storageKey": "url(width:640)"
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "srcset",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v17 = [
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  (v15/*:: as any*/),
  (v16/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsPlacePreviewPageQuery",
    "selections": [
      {
        "condition": "exhibition",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "Exhibition",
            "kind": "LinkedField",
            "name": "exhibitionPreview",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ExhibitionCard_exhibition"
              }
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
            "args": (v3/*:: as any*/),
            "concreteType": "ViewingRoom",
            "kind": "LinkedField",
            "name": "viewingRoomPreview",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ViewingRoomCard_viewingRoom"
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "OpsPlacePreviewPageQuery",
    "selections": [
      {
        "condition": "exhibition",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "Exhibition",
            "kind": "LinkedField",
            "name": "exhibitionPreview",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subtitle",
                "storageKey": null
              },
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "venueName",
                "storageKey": null
              },
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "statusLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startsOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endsOn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Gallery",
                "kind": "LinkedField",
                "name": "gallery",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Artist",
                "kind": "LinkedField",
                "name": "artists",
                "plural": true,
                "selections": [
                  (v11/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ArtworkImage",
                "kind": "LinkedField",
                "name": "installationImages",
                "plural": true,
                "selections": [
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Picture",
                "kind": "LinkedField",
                "name": "coverPicture",
                "plural": false,
                "selections": (v17/*:: as any*/),
                "storageKey": null
              },
              (v12/*:: as any*/)
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
            "args": (v3/*:: as any*/),
            "concreteType": "ViewingRoom",
            "kind": "LinkedField",
            "name": "viewingRoomPreview",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "statusLine",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "opensAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closesAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Gallery",
                "kind": "LinkedField",
                "name": "gallery",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v11/*:: as any*/),
                  (v9/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": "cover",
                "args": null,
                "concreteType": "Picture",
                "kind": "LinkedField",
                "name": "coverPicture",
                "plural": false,
                "selections": (v17/*:: as any*/),
                "storageKey": null
              },
              (v12/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "a4ca03ac05ad9e1771fd3ba431e752df",
    "id": null,
    "metadata": {},
    "name": "OpsPlacePreviewPageQuery",
    "operationKind": "query",
    "text": "query OpsPlacePreviewPageQuery(\n  $id: ID!\n  $exhibition: Boolean!\n  $room: Boolean!\n) {\n  exhibitionPreview(id: $id) @include(if: $exhibition) {\n    pressText\n    description\n    ...ExhibitionCard_exhibition\n    id\n  }\n  viewingRoomPreview(id: $id) @include(if: $room) {\n    statement\n    ...ViewingRoomCard_viewingRoom\n    id\n  }\n}\n\nfragment ExhibitionCard_exhibition on Exhibition {\n  number\n  title\n  subtitle\n  city\n  venueName\n  status\n  statusLabel\n  startsOn\n  endsOn\n  gallery {\n    number\n    name\n    id\n  }\n  artists {\n    name\n    id\n  }\n  installationImages {\n    url(width: 640)\n    srcset\n    width\n    height\n    id\n  }\n  coverPicture {\n    url(width: 640)\n    srcset\n    width\n    height\n  }\n}\n\nfragment ViewingRoomCard_viewingRoom on ViewingRoom {\n  number\n  title\n  status\n  statusLine\n  opensAt\n  closesAt\n  gallery {\n    number\n    name\n    city\n    id\n  }\n  cover: coverPicture {\n    url(width: 640)\n    srcset\n    width\n    height\n  }\n}\n"
  }
};
})();

(node as any).hash = "c9bad552f10f2572084d470c46310d00";

export default node;
