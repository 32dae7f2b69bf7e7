/** An address as the calls answer it (the vendor's shape: strings, "1"/"0" flags, China times). */
import { maskPhone, sm4Decrypt } from '../../crypto/sm4.ts';
import { formatChinaTime } from '../../time.ts';
import { regionPath } from './regions.ts';
import type { AddressRow } from './store.ts';

export function addressItem(row: AddressRow) {
  const path = regionPath(row.region);
  return {
    id: String(row.id),
    receiverName: row.receiver,
    phone: maskPhone(sm4Decrypt(row.phone_sm4) ?? ''),
    encryption: row.phone_sm4,
    region: row.region,
    provinceCode: path.provinceCode,
    provinceName: path.provinceName,
    cityCode: path.cityCode,
    cityName: path.cityName,
    districtName: path.districtName,
    detailAddress: row.detail,
    postcode: row.postcode,
    tag: row.tag,
    isDefault: row.is_default === 1 ? '1' : '0',
    createTime: formatChinaTime(row.created_at),
    updateTime: formatChinaTime(row.updated_at),
  };
}
