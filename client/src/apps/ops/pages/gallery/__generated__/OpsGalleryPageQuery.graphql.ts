/**
 * @generated SignedSource<<62bfddaf69ac291795354a63e42edff7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PublicationAction = "PUBLISH" | "SCHEDULE" | "UNPUBLISH" | "UNSCHEDULE" | "%future added value";
export type PublicationState = "DRAFT" | "PUBLISHED" | "SCHEDULED" | "UNPUBLISHED" | "%future added value";
export type OpsGalleryPageQuery$variables = Record<PropertyKey, never>;
export type OpsGalleryPageQuery$data = {
  readonly opsGalleries: ReadonlyArray<{
    readonly address: string;
    readonly allowedActions: ReadonlyArray<{
      readonly action: PublicationAction;
      readonly label: string;
    }>;
    readonly city: string;
    readonly cover: {
      readonly height: number;
      readonly key: string;
      readonly url: string;
      readonly width: number;
    } | null | undefined;
    readonly description: string;
    readonly email: string;
    readonly hasDraft: boolean;
    readonly id: string;
    readonly logo: {
      readonly height: number;
      readonly key: string;
      readonly url: string;
      readonly width: number;
    } | null | undefined;
    readonly name: string;
    readonly nameEn: string;
    readonly number: number;
    readonly openingHours: string;
    readonly phone: string;
    readonly publishAt: string | null | undefined;
    readonly state: PublicationState;
    readonly stateLabel: string;
    readonly website: string;
  }>;
};
export type OpsGalleryPageQuery = {
  response: OpsGalleryPageQuery$data;
  variables: OpsGalleryPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "key",
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
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OpsGallery",
    "kind": "LinkedField",
    "name": "opsGalleries",
    "plural": true,
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OpsGalleryPicture",
        "kind": "LinkedField",
        "name": "logo",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OpsGalleryPicture",
        "kind": "LinkedField",
        "name": "cover",
        "plural": false,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stateLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasDraft",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "publishAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PublicationActionItem",
        "kind": "LinkedField",
        "name": "allowedActions",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsGalleryPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OpsGalleryPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c3751559088846ac3b96d2a77fdbba2b",
    "id": null,
    "metadata": {},
    "name": "OpsGalleryPageQuery",
    "operationKind": "query",
    "text": "query OpsGalleryPageQuery {\n  opsGalleries {\n    id\n    number\n    name\n    nameEn\n    city\n    address\n    openingHours\n    phone\n    email\n    website\n    description\n    logo {\n      key\n      width\n      height\n      url\n    }\n    cover {\n      key\n      width\n      height\n      url\n    }\n    state\n    stateLabel\n    hasDraft\n    publishAt\n    allowedActions {\n      action\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "184d0f0c7471984851e743bbdf3669a5";

export default node;
