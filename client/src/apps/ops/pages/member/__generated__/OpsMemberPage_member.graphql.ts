/**
 * @generated SignedSource<<e246fe91ac6218f39f6e6477de5c160b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OpsMemberAction = "DISABLE" | "ENABLE" | "ERASE" | "%future added value";
export type OpsMemberStatus = "ACTIVE" | "DISABLED" | "LOCKED" | "%future added value";
export type OpsRole = "ADMIN" | "ARBITER" | "EDITOR" | "FINANCE" | "GALLERY_MANAGER" | "REVIEWER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OpsMemberPage_member$data = {
  readonly allowedActions: ReadonlyArray<{
    readonly action: OpsMemberAction;
    readonly label: string;
  }>;
  readonly createdAt: string;
  readonly deletion: {
    readonly due: boolean;
    readonly eraseAt: string;
    readonly requestedAt: string;
    readonly stateLabel: string;
  } | null | undefined;
  readonly devices: ReadonlyArray<{
    readonly device: string;
    readonly lastUsedAt: string;
    readonly location: string;
    readonly signedInAt: string;
  }>;
  readonly disabledReason: string | null | undefined;
  readonly id: string;
  readonly maskedEmail: string | null | undefined;
  readonly maskedMobile: string | null | undefined;
  readonly nickname: string;
  readonly number: number;
  readonly roles: ReadonlyArray<{
    readonly galleryID: string | null | undefined;
    readonly galleryName: string | null | undefined;
    readonly label: string;
    readonly role: OpsRole;
  }>;
  readonly status: OpsMemberStatus;
  readonly statusLabel: string;
  readonly username: string;
  readonly works: ReadonlyArray<{
    readonly number: number;
    readonly stateLabel: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "OpsMemberPage_member";
};
export type OpsMemberPage_member$key = {
  readonly " $data"?: OpsMemberPage_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpsMemberPage_member">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stateLabel",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpsMemberPage_member",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nickname",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maskedMobile",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maskedEmail",
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
      "name": "disabledReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RoleGrant",
      "kind": "LinkedField",
      "name": "roles",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "galleryID",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "galleryName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OpsDevice",
      "kind": "LinkedField",
      "name": "devices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "device",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "location",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signedInAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastUsedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OpsMemberWork",
      "kind": "LinkedField",
      "name": "works",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OpsDeletion",
      "kind": "LinkedField",
      "name": "deletion",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requestedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eraseAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "due",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OpsMemberActionItem",
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
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "OpsMember",
  "abstractKey": null
};
})();

(node as any).hash = "5c8f17ac10a892b8797ea5820b20c792";

export default node;
