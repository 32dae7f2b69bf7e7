import type { DomainModule } from '../../core/module.ts';
import { complaintResolvers, complaintNodeLoaders } from './resolvers.ts';
import { createComplaintLoaders } from './loaders.ts';
import type { ComplaintLoaders } from './loaders.ts';
import { complaintErrorTexts } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    complaints: ComplaintLoaders;
  }
}

/** The complaints domain: the form, voice complaints, the user's complaints, feedback. */
export const complaintsModule: DomainModule = {
  name: 'complaints',
  resolvers: complaintResolvers,
  nodes: complaintNodeLoaders,
  loaders: { complaints: createComplaintLoaders },
  errorTexts: complaintErrorTexts,
  refusals: [
    [/投诉不存在/, 'COMPLAINT_NOT_FOUND'],
    [/投诉尚未办结/, 'COMPLAINT_FEEDBACK_NOT_ALLOWED'],
    [/已对该投诉反馈过/, 'COMPLAINT_FEEDBACK_GIVEN'],
    [/请先绑定手机号再投诉/, 'COMPLAINT_PHONE_NOT_BOUND'],
    [/投诉地点不能为空/, 'COMPLAINT_LOCATION_REQUIRED'],
    [/投诉类型不存在/, 'COMPLAINT_TYPE_REQUIRED'],
    [/发生时间不能晚于/, 'COMPLAINT_TIME_IN_FUTURE'],
    [/投诉图片不存在|投诉录音不存在/, 'FILE_UNKNOWN'],
  ],
};

// What other domains use of this one (they import it from here only).
export { maskPhone } from './rules.ts';
