/**
 * @generated SignedSource<<3526804a79b1489940ac6a9b8cf17e55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManagedGalleryInput = {
  address: string;
  city: string;
  description: string;
  email: string;
  galleryID: string;
  name: string;
  nameEn: string;
  openingHours: string;
  phone: string;
  website: string;
};
export type OpsGalleryPageSaveMutation$variables = {
  input: ManagedGalleryInput;
};
export type OpsGalleryPageSaveMutation$data = {
  readonly updateManagedGallery: {
    readonly gallery: {
      readonly " $fragmentSpreads": FragmentRefs<"OpsGalleryPage_gallery">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type OpsGalleryPageSaveMutation = {
  response: OpsGalleryPageSaveMutation$data;
  variables: OpsGalleryPageSaveMutation$variables;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
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
    "name": "OpsGalleryPageSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ManagedGalleryPayload",
        "kind": "LinkedField",
        "name": "updateManagedGallery",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ManagedGallery",
            "kind": "LinkedField",
            "name": "gallery",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OpsGalleryPage_gallery"
              }
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
    "name": "OpsGalleryPageSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ManagedGalleryPayload",
        "kind": "LinkedField",
        "name": "updateManagedGallery",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ManagedGallery",
            "kind": "LinkedField",
            "name": "gallery",
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
                "name": "number",
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
                "name": "nameEn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "city",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "openingHours",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "website",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2fe9179ff4f656fbb94c8dc865bccbb0",
    "id": null,
    "metadata": {},
    "name": "OpsGalleryPageSaveMutation",
    "operationKind": "mutation",
    "text": "mutation OpsGalleryPageSaveMutation(\n  $input: ManagedGalleryInput!\n) {\n  updateManagedGallery(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    gallery {\n      ...OpsGalleryPage_gallery\n      id\n    }\n  }\n}\n\nfragment OpsGalleryPage_gallery on ManagedGallery {\n  id\n  number\n  name\n  nameEn\n  city\n  address\n  openingHours\n  phone\n  email\n  website\n  description\n}\n"
  }
};
})();

(node as any).hash = "a93123074181cff1ec0084ede43e4319";

export default node;
