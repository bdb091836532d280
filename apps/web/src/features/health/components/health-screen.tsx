import { Navigate } from 'react-router';
import { useProfile } from '@/api/profile';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ActivityLog } from './activity-log';
import { BmiCard } from './bmi-card';
import { BodyDataForm } from './body-data-form';
import { CalorieGoalsForm } from './calorie-goals-form';
import { WeightLog } from './weight-log';

/** Health: body data + BMI, calorie goals, weight log and activity log. */
export function HealthScreen() {
  const profile = useProfile();
  if (profile.isPending) {
    return <LoadingState size="page" />;
  }
  if (profile.isError)
    return <ErrorState headingLevel={2} message="Erro ao carregar perfil" onRetry={() => void profile.refetch()} />;
  const data = profile.data;
  const { weight, height, age, gender } = data;
  // The route guard already sends incomplete profiles to /onboarding; this narrows the types.
  if (!weight || !height || !age || !gender) return <Navigate to={paths.onboarding.getHref()} replace />;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <BmiCard weight={weight} height={height} age={age} gender={gender} />
        <BodyDataForm body={{ weight, height, age, gender }} />
        <CalorieGoalsForm profile={data} />
      </div>
      <div className="space-y-6">
        <WeightLog />
        <ActivityLog weight={weight} />
      </div>
    </div>
  );
}
