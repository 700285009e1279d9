/**
 * @generated SignedSource<<121c3cebdbc9b372aff808fa466402c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArtworkSubmissionState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
export type MyArtworkPageQuery$variables = {
  number: number;
};
export type MyArtworkPageQuery$data = {
  readonly viewer: {
    readonly sellingArtwork: {
      readonly cover: {
        readonly url: string;
      } | null | undefined;
      readonly favoriteCount: number;
      readonly id: string;
      readonly number: number;
      readonly pageViews: number;
      readonly priceFen: string | null | undefined;
      readonly publicArtwork: {
        readonly number: number;
      } | null | undefined;
      readonly rejectReason: string;
      readonly state: ArtworkSubmissionState;
      readonly stateLabel: string;
      readonly title: string;
      readonly " $fragmentSpreads": FragmentRefs<"MyArtworkPage_timeline" | "SellingActions_artwork">;
    } | null | undefined;
  } | null | undefined;
};
export type MyArtworkPageQuery = {
  response: MyArtworkPageQuery$data;
  variables: MyArtworkPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "number"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "number",
    "variableName": "number"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stateLabel",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceFen",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rejectReason",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "favoriteCount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pageViews",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Picture",
  "kind": "LinkedField",
  "name": "cover",
  "plural": false,
  "selections": [
    {
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
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "action",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MyArtworkPageQuery",
    "selections": [
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
            "args": (v1/*:: as any*/),
            "concreteType": "ArtworkSubmission",
            "kind": "LinkedField",
            "name": "sellingArtwork",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Artwork",
                "kind": "LinkedField",
                "name": "publicArtwork",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MyArtworkPage_timeline"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SellingActions_artwork"
              }
            ],
            "storageKey": null
          }
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
    "name": "MyArtworkPageQuery",
    "selections": [
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
            "args": (v1/*:: as any*/),
            "concreteType": "ArtworkSubmission",
            "kind": "LinkedField",
            "name": "sellingArtwork",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Artwork",
                "kind": "LinkedField",
                "name": "publicArtwork",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SellingEvent",
                "kind": "LinkedField",
                "name": "timeline",
                "plural": true,
                "selections": [
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "toStateLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "at",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bySeller",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SellingActionOption",
                "kind": "LinkedField",
                "name": "allowedActions",
                "plural": true,
                "selections": [
                  (v12/*:: as any*/),
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4669e23381314edc0153da6b13e404ee",
    "id": null,
    "metadata": {},
    "name": "MyArtworkPageQuery",
    "operationKind": "query",
    "text": "query MyArtworkPageQuery(\n  $number: Int!\n) {\n  viewer {\n    sellingArtwork(number: $number) {\n      id\n      number\n      title\n      state\n      stateLabel\n      priceFen\n      rejectReason\n      favoriteCount\n      pageViews\n      cover {\n        url(width: 640)\n      }\n      publicArtwork {\n        number\n        id\n      }\n      ...MyArtworkPage_timeline\n      ...SellingActions_artwork\n    }\n    id\n  }\n}\n\nfragment MyArtworkPage_timeline on ArtworkSubmission {\n  timeline {\n    action\n    label\n    toStateLabel\n    reason\n    at\n    bySeller\n  }\n}\n\nfragment SellingActions_artwork on ArtworkSubmission {\n  id\n  number\n  allowedActions {\n    action\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "f085375bcbc9cf574756296467045e2d";

export default node;
