export async function measureLevers(_jpeg: Buffer): Promise<void> {}
