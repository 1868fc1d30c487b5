import type { WebSetting } from '@lottery/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class WebSettingDto implements WebSetting {
  @ApiProperty({ example: 'ហាងឆ្នោតថៃ' }) webTitle!: string;
  @ApiProperty({ example: '/icons/share.png' }) socialShare!: string;
  @ApiProperty({ example: '/icons/logo.svg' }) logo!: string;
  @ApiProperty({ example: 'lottothai_kh', description: 'Telegram handle, without the URL' })
  telegram!: string;
  @ApiProperty({ description: 'When true the PWA shows the maintenance page' }) closed!: boolean;
  @ApiProperty({ minimum: 1, maximum: 19 }) theme!: number;
}

export class ContactDto {
  @ApiProperty({ example: 'https://t.me/lottothai_kh' }) telegram!: string;
}
