import { useState } from "react";
import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from "react-relay/hooks";
import { SelectField, SubmitButton, TextAreaField, TextField, useFormState } from "../../../../components/form";
import { RegionPicker, type RegionValue } from "../../../../components/RegionPicker";
import { toast } from "../../../../components/Toast";
import { markField, useAccountSubmit } from "../../../../features/auth/formHooks";
import { apiClient, memberStore, type MemberInfo } from "../../../../features/auth/memberStore";
import type { ProfileForm_member$key } from "./__generated__/ProfileForm_member.graphql";
import {
  BIO_MAX,
  GENDERS,
  NICKNAME_MAX,
  PROFILE_TEXT,
  editBody,
  fieldOfMessage,
  shanghaiToday,
  validateProfile,
  type Gender,
  type ProfileValues,
} from "./profileForm";

/**
 * 基本资料: nickname, gender, birthday, city (province and city from the region picker) and bio, saved together
 * with PUT /api/member/edit. The server refuses with the same texts as the checks here; its message marks its
 * field. A saved nickname shows in the member bar at once.
 */
export function ProfileForm({ member }: { member: ProfileForm_member$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileForm_member on Member {
        id
        nickname
        gender
        birthday
        city
        bio
      }
    `,
    member,
  );
  const env = useRelayEnvironment();
  const today = shanghaiToday();
  const form = useFormState<ProfileValues>(
    {
      nickname: data.nickname,
      gender: (data.gender as Gender) ?? "unknown",
      birthday: data.birthday ?? "",
      city: data.city ?? "",
      bio: data.bio ?? "",
    },
    (v) => validateProfile(v, today),
  );
  const { busy, onSubmit } = useAccountSubmit(form.validateAll, PROFILE_TEXT.failed);
  // The province is the picker's own until a city is chosen (the profile keeps the city only).
  const [province, setProvince] = useState((data.city ?? "").slice(0, 2));
  const region: RegionValue = { province, city: form.values.city, district: "" };

  // A province without its city is refused here (the profile keeps the city only).
  const regionDone = () => {
    if (province === "" || form.values.city !== "") return true;
    form.setError("city", PROFILE_TEXT.city);
    return false;
  };
  const save = async () => {
    const body = editBody(form.values);
    const info = await apiClient.put<MemberInfo>("/api/member/edit", body);
    commitLocalUpdate(env, (store) => {
      const rec = store.get(data.id);
      if (!rec) return;
      rec.setValue(body.nickname, "nickname");
      rec.setValue(body.gender, "gender");
      rec.setValue(body.birthday === "" ? null : body.birthday, "birthday");
      rec.setValue(body.city === "" ? null : body.city, "city");
      rec.setValue(body.bio === "" ? null : body.bio, "bio");
    });
    if (info && typeof info === "object") memberStore.setMemberInfo(info);
    toast.success(PROFILE_TEXT.saved);
  };

  return (
    <section aria-labelledby="profile-title" className="rounded-lg border border-black/10 bg-white p-4 md:p-6" data-testid="profile-section">
      <h2 id="profile-title" className="text-lg font-medium">
        基本资料
      </h2>
      <form noValidate aria-label="基本资料" onSubmit={onSubmit(save, regionDone, markField(form, fieldOfMessage))} className="mt-4 flex max-w-lg flex-col gap-1">
        <TextField
          label="昵称"
          name="nickname"
          autoComplete="nickname"
          value={form.values.nickname}
          maxLength={NICKNAME_MAX * 2}
          onChange={(v) => form.set("nickname", v)}
          onBlur={() => form.blur("nickname")}
          error={form.errors.nickname}
        />
        <SelectField label="性别" name="gender" value={form.values.gender} options={GENDERS} onChange={(v) => form.set("gender", v)} error={form.errors.gender} />
        <TextField
          label="生日"
          type="date"
          min="1900-01-01"
          max={today}
          {...form.field("birthday")}
        />
        <RegionPicker label="所在城市" levels={2} value={region} onChange={(r) => {
            setProvince(r.province);
            form.set("city", r.city);
          }} error={form.errors.city} />
        <TextAreaField
          label="个人简介"
          name="bio"
          value={form.values.bio}
          countMax={BIO_MAX}
          onChange={(v) => form.set("bio", v)}
          onBlur={() => form.blur("bio")}
          error={form.errors.bio}
        />
        <div className="mt-3 w-40">
          <SubmitButton busy={busy} label="保存" busyLabel="保存中..." />
        </div>
      </form>
    </section>
  );
}
