import { expect, type Page } from '@playwright/test';

export interface NewCustomer {
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
}

export class CustomersPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/customers');
    await expect(this.page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  }

  get list() {
    return this.page.getByRole('list', { name: 'Customers' });
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search customers' }).fill(text);
  }

  async create(customer: NewCustomer): Promise<void> {
    // The page header's action (an empty list shows a second one).
    await this.page.getByRole('link', { name: 'New customer' }).first().click();
    await this.page.getByLabel('First name').fill(customer.firstName);
    await this.page.getByLabel('Last name').fill(customer.lastName);
    if (customer.email) await this.page.getByLabel('Email').fill(customer.email);
    if (customer.phone) await this.page.getByLabel('Phone').fill(customer.phone);
    await this.page.getByRole('button', { name: 'Save customer' }).click();
  }
}
