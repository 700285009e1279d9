/**
 * @generated SignedSource<<224dd2b1d83be74d0a76d90435b15da6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OpsArtistPreviewPageQuery$variables = {
  id: string;
};
export type OpsArtistPreviewPageQuery$data = {
  readonly artistPreview: {
    readonly bio: string | null | undefined;
    readonly birthYear: number | null | undefined;
    readonly galleries: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }> | null | undefined;
    readonly name: string;
    readonly nameEn: string | null | undefined;
    readonly portraitPicture: {
      readonly height: number;
      readonly srcset: string;
      readonly url: string;
      readonly width: number;
    } | null | undefined;
    readonly region: string | null | undefined;
  } | null | undefined;
};
export type OpsArtistPreviewPageQuery = {
  response: OpsArtistPreviewPageQuery$data;
  variables: OpsArtistPreviewPageQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEn",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "birthYear",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "region",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bio",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Picture",
  "kind": "LinkedField",
  "name": "portraitPicture",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "width",
          "value": 320
        }
      ],
      "kind": "ScalarField",
      "name": "url",
      "storageKey": "url(width:320)"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "srcset",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "width",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "height",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Gallery",
  "kind": "LinkedField",
  "name": "galleries",
  "plural": true,
  "selections": [
    (v8/*:: as any*/),
    (v2/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsArtistPreviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Artist",
        "kind": "LinkedField",
        "name": "artistPreview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/)
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
    "name": "OpsArtistPreviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Artist",
        "kind": "LinkedField",
        "name": "artistPreview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a6befa877756e84e3632e8243a6ca48f",
    "id": null,
    "metadata": {},
    "name": "OpsArtistPreviewPageQuery",
    "operationKind": "query",
    "text": "query OpsArtistPreviewPageQuery(\n  $id: ID!\n) {\n  artistPreview(id: $id) {\n    name\n    nameEn\n    birthYear\n    region\n    bio\n    portraitPicture {\n      url(width: 320)\n      srcset\n      width\n      height\n    }\n    galleries {\n      id\n      name\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a406a19bf9376874d00cef525d876d61";

export default node;
