// The columns of a person that a public page may show, and nothing else: no mobile number, e-mail, profile
// details, KYC, address, pincode, clients, AUM or relationship-manager fields are ever selected here.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { experts, users } from '../../../db/schema';

export async function findPublicPerson(db: Db, userId: string) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      city: users.city,
      roles: users.roles,
      createdAt: users.createdAt,
      expertId: experts.id,
      expertCode: experts.expertCode,
      arn: experts.arn,
      arnStatus: experts.arnStatus,
      arnValidTill: experts.arnValidTill,
      certifications: experts.certifications,
      experience: experts.experience,
      supportedLanguages: experts.supportedLanguages,
      products: experts.products,
      about: experts.about,
      photoUrl: experts.photoUrl,
    })
    .from(users)
    .leftJoin(experts, eq(experts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}
export type PublicPersonRow = NonNullable<Awaited<ReturnType<typeof findPublicPerson>>>;
