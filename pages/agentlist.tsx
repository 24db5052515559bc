import AgentList from '@/components/clients/AgentList';

export default function Page() {
  return <AgentList />;
}
