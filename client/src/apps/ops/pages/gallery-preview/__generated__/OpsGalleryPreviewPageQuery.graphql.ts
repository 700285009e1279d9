/**
 * @generated SignedSource<<c7c105312fa693269b4a4636e911a60d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OpsGalleryPreviewPageQuery$variables = {
  id: string;
};
export type OpsGalleryPreviewPageQuery$data = {
  readonly galleryPreview: {
    readonly address: string | null | undefined;
    readonly city: string;
    readonly coverPicture: {
      readonly height: number;
      readonly srcset: string;
      readonly url: string;
      readonly width: number;
    } | null | undefined;
    readonly description: string | null | undefined;
    readonly email: string | null | undefined;
    readonly logoPicture: {
      readonly url: string;
    } | null | undefined;
    readonly name: string;
    readonly nameEn: string | null | undefined;
    readonly openingHours: string | null | undefined;
    readonly phone: string | null | undefined;
    readonly website: string | null | undefined;
  } | null | undefined;
};
export type OpsGalleryPreviewPageQuery = {
  response: OpsGalleryPreviewPageQuery$data;
  variables: OpsGalleryPreviewPageQuery$variables;
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
  "name": "city",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openingHours",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "website",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Picture",
  "kind": "LinkedField",
  "name": "logoPicture",
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
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Picture",
  "kind": "LinkedField",
  "name": "coverPicture",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "width",
          "value": 1600
        }
      ],
      "kind": "ScalarField",
      "name": "url",
      "storageKey": "url(width:1600)"
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsGalleryPreviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Gallery",
        "kind": "LinkedField",
        "name": "galleryPreview",
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
          (v12/*:: as any*/)
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
    "name": "OpsGalleryPreviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Gallery",
        "kind": "LinkedField",
        "name": "galleryPreview",
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
          (v12/*:: as any*/),
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
    "cacheID": "90eac6fa953cf95787e50230fb5d7521",
    "id": null,
    "metadata": {},
    "name": "OpsGalleryPreviewPageQuery",
    "operationKind": "query",
    "text": "query OpsGalleryPreviewPageQuery(\n  $id: ID!\n) {\n  galleryPreview(id: $id) {\n    name\n    nameEn\n    city\n    address\n    openingHours\n    phone\n    email\n    website\n    description\n    logoPicture {\n      url(width: 320)\n    }\n    coverPicture {\n      url(width: 1600)\n      srcset\n      width\n      height\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "de8854b925d2ce600682a196e5f049dc";

export default node;
