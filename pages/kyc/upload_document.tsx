import DocumentsStep from '@/components/kyc/DocumentsStep';

export default function KycUploadDocumentPage() {
  return <DocumentsStep />;
}
