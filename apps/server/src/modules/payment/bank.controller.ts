import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BankRepository } from './bank.repository.js';
import { DataSource } from 'typeorm';

@ApiTags('payment')
@Controller()
export class BankController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly banks: BankRepository,
  ) {}

  @Get('banklist')
  list() {
    return this.banks.list(this.dataSource.manager);
  }

  @Post('banklist')
  @HttpCode(200)
  listByPost() {
    return this.banks.list(this.dataSource.manager);
  }
}
