/**
 * @generated SignedSource<<b6ae6bba0f8c539d8db601c8e7c27676>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpsLivePreviewPageQuery$variables = {
  id: string;
};
export type OpsLivePreviewPageQuery$data = {
  readonly livePreview: {
    readonly description: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"LiveCard_artLive">;
  } | null | undefined;
};
export type OpsLivePreviewPageQuery = {
  response: OpsLivePreviewPageQuery$data;
  variables: OpsLivePreviewPageQuery$variables;
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
  "name": "description",
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsLivePreviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ArtLive",
        "kind": "LinkedField",
        "name": "livePreview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LiveCard_artLive"
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
    "name": "OpsLivePreviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ArtLive",
        "kind": "LinkedField",
        "name": "livePreview",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "host",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
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
            "name": "startsAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ArtworkImage",
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
              },
              (v4/*:: as any*/)
            ],
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
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "524ffab5d4399c1a9890074033625fac",
    "id": null,
    "metadata": {},
    "name": "OpsLivePreviewPageQuery",
    "operationKind": "query",
    "text": "query OpsLivePreviewPageQuery(\n  $id: ID!\n) {\n  livePreview(id: $id) {\n    description\n    ...LiveCard_artLive\n    id\n  }\n}\n\nfragment LiveCard_artLive on ArtLive {\n  number\n  title\n  host\n  status\n  statusLabel\n  startsAt\n  cover {\n    url(width: 640)\n    srcset\n    width\n    height\n    id\n  }\n  gallery {\n    number\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "01463cce0776777e6db00f906db9b8aa";

export default node;
