/**
 * @generated SignedSource<<61af95c668f7be212cecbc8c9c2f532a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FavoriteInput = {
  on: boolean;
  targetID: string;
};
export type FavoriteButtonMutation$variables = {
  input: FavoriteInput;
};
export type FavoriteButtonMutation$data = {
  readonly favorite: {
    readonly count: number;
    readonly isFavorited: boolean;
    readonly target: {
      readonly favoriteCount?: number;
      readonly followerCount?: number;
      readonly id: string;
      readonly viewerHasFavorited?: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type FavoriteButtonMutation = {
  response: FavoriteButtonMutation$data;
  variables: FavoriteButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isFavorited",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasFavorited",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "favoriteCount",
      "storageKey": null
    },
    (v6/*:: as any*/)
  ],
  "type": "Artwork",
  "abstractKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "followerCount",
    "storageKey": null
  },
  (v6/*:: as any*/)
],
v9 = {
  "kind": "InlineFragment",
  "selections": (v8/*:: as any*/),
  "type": "Artist",
  "abstractKey": null
},
v10 = {
  "kind": "InlineFragment",
  "selections": (v8/*:: as any*/),
  "type": "Gallery",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FavoriteButtonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FavoritePayload",
        "kind": "LinkedField",
        "name": "favorite",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "target",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FavoriteButtonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FavoritePayload",
        "kind": "LinkedField",
        "name": "favorite",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "target",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b2d277cdd3844e939019518dfb3f5ed8",
    "id": null,
    "metadata": {},
    "name": "FavoriteButtonMutation",
    "operationKind": "mutation",
    "text": "mutation FavoriteButtonMutation(\n  $input: FavoriteInput!\n) {\n  favorite(input: $input) {\n    userErrors {\n      message\n    }\n    isFavorited\n    count\n    target {\n      __typename\n      id\n      ... on Artwork {\n        favoriteCount\n        viewerHasFavorited\n      }\n      ... on Artist {\n        followerCount\n        viewerHasFavorited\n      }\n      ... on Gallery {\n        followerCount\n        viewerHasFavorited\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d9ee0d0a4191a23d3d0555ffe3cfa722";

export default node;
